/**
* | output |
* | --- |
* | "Search by holder, course or hub" |
*
* @param {Cred_List_SearchInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_list_search: ((inputs?: Cred_List_SearchInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_List_SearchInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_List_SearchInputs = {};
