/**
 * Things commonly put on a shopping list, of one word or more ("feta", "olives", "dishwasher
 * tablets", "hot dog buns"): the pieces a run of items said without commas may be cut into
 * ("tomatoes cucumbers feta and olives", `several()` in `_tool_shopping_apart.ts`), beside the
 * group's own (`GROCERIES`, `TWO_WORD_ITEMS` in `_shopping_things.ts`). Only the cut reads them:
 * a word here makes no other sentence a shopping one. Each is said in the singular (a plural is read
 * as in `grocery()`: "olives", "cherries", "tomatoes"); words that may name another thing to do
 * ("card", "paper", "stamp", "ticket") are none.
 * @module
 */

/** One word each: foods, drinks and things for the house bought as they are named. */
export const SHOP_WORDS: ReadonlySet<string> = new Set(
  (
    // Fruit and vegetables.
    "feta olive caper gherkin pickle artichoke shallot scallion chive dill thyme rosemary sage " +
    "oregano tarragon squash pumpkin marrow swede yam plantain okra fennel endive chicory " +
    "watercress lettuce romaine iceberg sprout edamame tofu tempeh jackfruit lychee papaya " +
    "guava passionfruit pomegranate cranberry gooseberry currant rhubarb prune sultana " +
    "coconut persimmon kumquat quince blackcurrant redcurrant cantaloupe honeydew ice lolly " +
    // Dairy, eggs and the deli.
    "mozzarella cheddar parmesan brie camembert halloumi ricotta mascarpone gouda edam stilton " +
    "paneer quark kefir buttermilk custard creme fraiche ghee " +
    "chorizo salami pepperoni prosciutto pancetta gammon brisket burger meatball " +
    "drumstick fillet haddock mackerel sardine anchovy trout crab lobster mussel " +
    "squid scallop kipper hummus houmous guacamole salsa pesto tzatziki coleslaw " +
    // Bakery and the cupboard.
    "baguette loaf bun brioche naan chapati roti pancake waffle scone teacake flapjack " +
    "cracker breadstick pretzel popcorn granola muesli cornflake couscous quinoa bulgur " +
    "polenta semolina lasagne macaroni penne fusilli tagliatelle ramen udon vermicelli " +
    "stock gravy bouillon yeast cornflour cornstarch cocoa vanilla cinnamon nutmeg paprika " +
    "cumin turmeric oregano pepper peppercorn chutney relish syrup treacle molasses nutella " +
    "marmite vegemite tahini miso sriracha wasabi horseradish mustard salsa ketchup " +
    "almond cashew walnut pecan pistachio hazelnut peanut seed sunflower sesame linseed " +
    // Drinks.
    "squash cordial smoothie milkshake kombucha espresso decaf lager cider prosecco champagne " +
    "vodka gin rum whisky whiskey tonic soda " +
    // Sweets and treats.
    "sorbet gelato jelly marshmallow toffee fudge brownie doughnut donut pudding " +
    "tart pie cheesecake trifle gum " +
    // Around the house, the bathroom and the baby.
    "nappies diapers wipes tissues plasters bandage paracetamol ibuprofen aspirin vitamin " +
    "razor tampon lotion moisturiser moisturizer sunblock aftersun hairspray gel " +
    "sponge scourer dishcloth matches lighter charcoal firelighter bulb " +
    "batteries sellotape ziploc sandwich_bag freezer_bag hoover_bag " +
    "disinfectant descaler limescale softener bleach handwash bodywash showergel " +
    // For the pets.
    "kibble birdseed"
  ).split(" ").map((w) => w.replaceAll("_", " ")),
);

/** Things of two or three words, said together ("dishwasher tablets", "hot dog buns"). */
export const SHOP_PHRASES: ReadonlySet<string> = new Set(
  [
    // Around the house.
    "dishwasher tablet/dishwasher salt/rinse aid/washing up liquid/washing-up liquid",
    "laundry detergent/laundry pod/laundry powder/washing tablet/washing pod/fabric conditioner",
    "bin liner/bin bag/trash bag/garbage bag/kitchen roll/kitchen towel/paper towel/toilet roll",
    "toilet paper/toilet cleaner/toilet bleach/bathroom cleaner/kitchen cleaner/glass cleaner",
    "surface spray/antibacterial spray/antibacterial wipe/floor cleaner/oven cleaner",
    "kitchen sponge/scrubbing brush/rubber glove/washing up glove/cling film/tin foil",
    "aluminium foil/aluminum foil/baking paper/greaseproof paper/parchment paper/sandwich bag",
    "freezer bag/zip lock bag/light bulb/lightbulb/tea light/air freshener/fly spray/ant spray",
    "aa battery/aaa battery/fire lighter/dish soap/hand soap/hand wash/body wash/shower gel",
    "fabric softener/washing powder/washing liquid/stain remover/drain unblocker",
    // The bathroom and the baby.
    "cotton bud/cotton wool/cotton pad/sanitary towel/sanitary pad/panty liner/face wash",
    "dental floss/tooth paste/toothbrush head/mouth wash/hand cream/face cream/lip balm",
    "sun cream/sun screen/after sun/hair gel/hair spray/shaving foam/shaving gel/razor blade",
    "baby wipe/baby food/baby formula/baby milk/nappy bag/nappy cream/diaper cream",
    "yoghurt pouch/yogurt pouch/fruit pouch/teething gel/calpol/cough syrup/cough sweet",
    "aloe vera/aloe vera gel",
    // Fruit, vegetables and herbs.
    "spring onion/green onion/red onion/white onion/sweet potato/new potato/baby potato",
    "cherry tomato/plum tomato/green bean/runner bean/broad bean/bean sprout/bok choy",
    "scotch bonnet/scotch bonnet pepper/garden egg/bitter leaf/ugu leaf/callaloo leaf",
    "pak choi/butternut squash/red pepper/green pepper/yellow pepper/bell pepper/chilli pepper",
    "corn on the cob/baby corn/mange tout/sugar snap pea/brussels sprout/iceberg lettuce",
    "baby spinach/salad leaves/mixed salad/fresh herb/garlic clove",
    // Dairy, meat and fish.
    "cream cheese/cottage cheese/goat cheese/goats cheese/blue cheese/grated cheese",
    "sour cream/double cream/single cream/whipping cream/clotted cream/creme fraiche",
    "greek yoghurt/greek yogurt/natural yoghurt/natural yogurt/oat milk/almond milk/soy milk",
    "soya milk/coconut milk/skimmed milk/whole milk/semi skimmed milk/free range egg",
    "chicken breast/chicken thigh/chicken wing/chicken drumstick/whole chicken/ground beef",
    "ground turkey/beef mince/pork mince/lamb mince/turkey mince/pork chop/lamb chop",
    "pork belly/bacon rasher/streaky bacon/back bacon/smoked salmon/fish finger/fish cake",
    "hot dog/hot dog sausage/hot dog bun/burger bun/beef burger/veggie burger",
    "king prawn/tuna steak/salmon fillet/cod fillet/white fish",
    // Bakery and the cupboard.
    "sliced bread/white bread/brown bread/wholemeal bread/sourdough bread/garlic bread",
    "banana bread/pitta bread/pita bread/bread roll/hamburger bun/english muffin/hot cross bun",
    "taco shell/flour tortilla/corn tortilla/tortilla chip/tortilla wrap",
    "olive oil/vegetable oil/sunflower oil/coconut oil/sesame oil/extra virgin olive oil",
    "balsamic vinegar/white vinegar/cider vinegar/soy sauce/fish sauce/oyster sauce",
    "hot sauce/tomato sauce/bbq sauce/barbecue sauce/sweet chilli sauce/worcestershire sauce",
    "pasta sauce/curry paste/tomato paste/tomato puree/chopped tomato/tinned tomato",
    "baked bean/kidney bean/black bean/butter bean/chick pea/tinned tuna/coconut cream",
    "baking powder/baking soda/bicarbonate of soda/plain flour/self raising flour",
    "bread flour/icing sugar/caster sugar/brown sugar/granulated sugar/maple syrup",
    "golden syrup/vanilla extract/stock cube/chicken stock/beef stock/vegetable stock",
    "peanut butter/almond butter/chocolate spread/strawberry jam/raspberry jam/lemon curd",
    "basmati rice/brown rice/jasmine rice/arborio rice/egg noodle/rice noodle/instant noodle",
    "porridge oat/rolled oat/breakfast cereal/corn flake/rice krispies/tea bag/green tea",
    "instant coffee/ground coffee/coffee bean/coffee pod/hot chocolate/drinking chocolate",
    "orange juice/apple juice/cranberry juice/sparkling water/mineral water/tonic water",
    "soda water/fizzy water/ginger beer/ginger ale/energy drink/soft drink",
    "ice cream/ice cube/ice lolly/frozen pea/frozen veg/frozen berry/fish and chips",
    "chocolate bar/chocolate chip/dark chocolate/milk chocolate/white chocolate",
    "mince pie/brandy butter/christmas pudding/birthday candle/party popper",
    "dog food/cat food/cat litter/dog treat/cat treat/bird seed/poop bag/dog biscuit",
    "potato chip/corn chip/rice cake/oat cake/cream cracker/water biscuit/digestive biscuit",
  ].flatMap((row) => row.split("/")),
);

/**
 * Words said after a thing that say which of it ("batteries AA", "batteries AAA"): one item with
 * the thing, never a thing of their own.
 */
export const SAID_AFTER_THING: ReadonlySet<string> = new Set(["aa", "aaa", "9v"]);

/**
 * Staples said together with no comma that name no thing as one ("need milk bread and eggs" is
 * milk, bread and eggs): cut though the second may be made of the first (`MADE_OF`).
 */
export const STAPLES_APART: ReadonlySet<string> = new Set(
  ["milk bread", "bread milk", "milk butter"],
);

/**
 * Who likes a thing, said after it ("the yoghurt pouches the little ones like", "the biscuits my
 * dad loves"): whose words ("the", "my"), then one to three words of who, then a verb of liking;
 * no part of the thing (cut by `withoutWhoLikes()` in `_tool_shopping_items.ts`).
 */
export const WHO_LIKES = {
  whose: new Set("the my our your his her their that".split(" ")),
  verb: new Set(
    "like likes love loves eat eats prefer prefers drink drinks use uses want wants enjoy enjoys"
      .split(" "),
  ),
};

/**
 * Words that name the things to buy only together ("the stuff for pancakes, flour eggs lemons",
 * "the brekkie stuff: Vegemite, crumpets"): said first, before the things, no item of their own.
 */
export const TOGETHER_NOUNS: ReadonlySet<string> = new Set(
  "stuff things bits supplies essentials ingredients".split(" "),
);
