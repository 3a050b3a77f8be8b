/**
* | output |
* | --- |
* | "Bookkeeping" |
*
* @param {Content_Cat_BookkeepingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_cat_bookkeeping: ((inputs?: Content_Cat_BookkeepingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cat_BookkeepingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Cat_BookkeepingInputs = {};
