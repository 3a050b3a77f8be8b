/**
* | output |
* | --- |
* | "Portfolio item added successfully" |
*
* @param {Err_Portfolio_Item_Added_SuccessfullyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_portfolio_item_added_successfully: ((inputs?: Err_Portfolio_Item_Added_SuccessfullyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Portfolio_Item_Added_SuccessfullyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Portfolio_Item_Added_SuccessfullyInputs = {};
