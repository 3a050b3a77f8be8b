/**
* | output |
* | --- |
* | "This clientId was already used for a different message" |
*
* @param {Err_This_Clientid_Was_Already_Used_For_A_Different_MInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_clientid_was_already_used_for_a_different_m: ((inputs?: Err_This_Clientid_Was_Already_Used_For_A_Different_MInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_This_Clientid_Was_Already_Used_For_A_Different_MInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_This_Clientid_Was_Already_Used_For_A_Different_MInputs = {};
