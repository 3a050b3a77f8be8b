/**
* | output |
* | --- |
* | "portfolio items" |
*
* @param {Err_Things_Portfolio_ItemsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_things_portfolio_items: ((inputs?: Err_Things_Portfolio_ItemsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Things_Portfolio_ItemsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Things_Portfolio_ItemsInputs = {};
