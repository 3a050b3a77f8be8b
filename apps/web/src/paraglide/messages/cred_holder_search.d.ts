/**
* | output |
* | --- |
* | "Search freelancers by name or e-mail" |
*
* @param {Cred_Holder_SearchInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_holder_search: ((inputs?: Cred_Holder_SearchInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Holder_SearchInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Holder_SearchInputs = {};
