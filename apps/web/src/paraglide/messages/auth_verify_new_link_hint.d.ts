/**
* | output |
* | --- |
* | "You can ask for a new link from the banner at the top of the page or in Settings." |
*
* @param {Auth_Verify_New_Link_HintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_verify_new_link_hint: ((inputs?: Auth_Verify_New_Link_HintInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Verify_New_Link_HintInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Verify_New_Link_HintInputs = {};
