/**
* | output |
* | --- |
* | "Training, reviews and honest ratings keep the standard high for every client we serve." |
*
* @param {About_Value_Quality_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_value_quality_text: ((inputs?: About_Value_Quality_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Value_Quality_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Value_Quality_TextInputs = {};
