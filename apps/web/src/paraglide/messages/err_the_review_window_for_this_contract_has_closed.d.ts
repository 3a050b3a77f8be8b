/**
* | output |
* | --- |
* | "The review window for this contract has closed" |
*
* @param {Err_The_Review_Window_For_This_Contract_Has_ClosedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_review_window_for_this_contract_has_closed: ((inputs?: Err_The_Review_Window_For_This_Contract_Has_ClosedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_The_Review_Window_For_This_Contract_Has_ClosedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_The_Review_Window_For_This_Contract_Has_ClosedInputs = {};
