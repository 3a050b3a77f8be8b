/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Page {page} of {pages} ({total} users)" |
* | "other" | "Page {page} of {pages} ({total} users)" |
*
* @param {Admin_Page_OfInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_page_of: ((inputs: Admin_Page_OfInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Page_OfInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Page_OfInputs = {
    count: NonNullable<unknown>;
    page: NonNullable<unknown>;
    pages: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
