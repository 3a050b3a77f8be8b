/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Settings_Generic_ErrorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_generic_error: ((inputs?: Settings_Generic_ErrorInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Generic_ErrorInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Generic_ErrorInputs = {};
