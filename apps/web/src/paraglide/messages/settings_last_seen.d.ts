/**
* | output |
* | --- |
* | "Last seen {time}" |
*
* @param {Settings_Last_SeenInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_last_seen: ((inputs: Settings_Last_SeenInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Last_SeenInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Last_SeenInputs = {
    time: NonNullable<unknown>;
};
