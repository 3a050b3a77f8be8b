/**
* | output |
* | --- |
* | "No credentials issued yet." |
*
* @param {Cred_List_EmptyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_list_empty: ((inputs?: Cred_List_EmptyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_List_EmptyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_List_EmptyInputs = {};
