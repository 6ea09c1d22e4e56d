{{/* The four services, in the order they are rendered. */}}
{{- define "ai.services" -}}
gateway assistant proposals notifier
{{- end -}}

{{/* The chart name, at most 63 characters. */}}
{{- define "ai.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* The release's resource prefix, at most 63 characters. */}}
{{- define "ai.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/* One service's resource name. Call with (dict "root" $ "service" "gateway"). */}}
{{- define "ai.componentName" -}}
{{- printf "%s-%s" (include "ai.fullname" .root | trunc 52 | trimSuffix "-") .service -}}
{{- end -}}

{{- define "ai.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* Labels that never change over the release's life: the selectors. */}}
{{- define "ai.selectorLabels" -}}
app.kubernetes.io/name: {{ include "ai.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .service }}
{{- end -}}

{{/* The standard labels of every object; with a service, its selector labels too. */}}
{{- define "ai.labels" -}}
helm.sh/chart: {{ include "ai.chart" .root }}
{{- if .service }}
{{ include "ai.selectorLabels" . }}
{{- else }}
app.kubernetes.io/name: {{ include "ai.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
{{- end }}
app.kubernetes.io/version: {{ include "ai.imageTag" .root | quote }}
app.kubernetes.io/part-of: assistant-interface
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
{{- end -}}

{{- define "ai.imageTag" -}}
{{- default .Chart.AppVersion .Values.image.tag -}}
{{- end -}}

{{/* repository:tag, or repository@digest when a digest is given. */}}
{{- define "ai.image" -}}
{{- if .Values.image.digest -}}
{{- printf "%s@%s" .Values.image.repository .Values.image.digest -}}
{{- else -}}
{{- printf "%s:%s" .Values.image.repository (include "ai.imageTag" .) -}}
{{- end -}}
{{- end -}}

{{- define "ai.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- default (include "ai.fullname" .) .Values.serviceAccount.name -}}
{{- else -}}
{{- default "default" .Values.serviceAccount.name -}}
{{- end -}}
{{- end -}}

{{/* The Secret the services read. */}}
{{- define "ai.secretName" -}}
{{- default (printf "%s-secrets" (include "ai.fullname" .)) .Values.secrets.existingSecret -}}
{{- end -}}

{{/*
Which Secret keys each service reads, as "ENV=KEY[?]" words; "?" marks an optional key.
Every service reads its own database URL as DATABASE_URL.
*/}}
{{- define "ai.secretEnv.gateway" -}}
DATABASE_URL=GATEWAY_DATABASE_URL KEY_PEPPER=KEY_PEPPER
{{- end -}}
{{- define "ai.secretEnv.assistant" -}}
DATABASE_URL=ASSISTANT_DATABASE_URL ASSISTANT_SECRET_KEY=ASSISTANT_SECRET_KEY OPENAI_API_KEY=OPENAI_API_KEY? ANTHROPIC_API_KEY=ANTHROPIC_API_KEY?
{{- end -}}
{{- define "ai.secretEnv.proposals" -}}
DATABASE_URL=PROPOSALS_DATABASE_URL SMTP_URL=SMTP_URL? TELEGRAM_BOT_TOKEN=TELEGRAM_BOT_TOKEN? TELEGRAM_WEBHOOK_SECRET=TELEGRAM_WEBHOOK_SECRET?
{{- end -}}
{{- define "ai.secretEnv.notifier" -}}
DATABASE_URL=NOTIFIER_DATABASE_URL WEBHOOK_SECRET_KEY=WEBHOOK_SECRET_KEY
{{- end -}}
