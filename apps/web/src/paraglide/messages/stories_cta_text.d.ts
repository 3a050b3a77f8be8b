/**
* | output |
* | --- |
* | "Join a hub near you, learn an in-demand skill and start working with clients worldwide." |
*
* @param {Stories_Cta_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_cta_text: ((inputs?: Stories_Cta_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Cta_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Cta_TextInputs = {};
