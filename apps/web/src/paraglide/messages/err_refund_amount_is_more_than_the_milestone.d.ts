/**
* | output |
* | --- |
* | "Refund amount is more than the milestone" |
*
* @param {Err_Refund_Amount_Is_More_Than_The_MilestoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_refund_amount_is_more_than_the_milestone: ((inputs?: Err_Refund_Amount_Is_More_Than_The_MilestoneInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Refund_Amount_Is_More_Than_The_MilestoneInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Refund_Amount_Is_More_Than_The_MilestoneInputs = {};
