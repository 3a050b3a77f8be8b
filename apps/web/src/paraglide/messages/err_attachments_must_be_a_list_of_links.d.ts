/**
* | output |
* | --- |
* | "Attachments must be a list of links" |
*
* @param {Err_Attachments_Must_Be_A_List_Of_LinksInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_attachments_must_be_a_list_of_links: ((inputs?: Err_Attachments_Must_Be_A_List_Of_LinksInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Attachments_Must_Be_A_List_Of_LinksInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Attachments_Must_Be_A_List_Of_LinksInputs = {};
