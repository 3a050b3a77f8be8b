/**
* | output |
* | --- |
* | "This dispute is in mediation; the mediator decides it now" |
*
* @param {Err_This_Dispute_Is_In_Mediation_The_Mediator_DecideInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_dispute_is_in_mediation_the_mediator_decide: ((inputs?: Err_This_Dispute_Is_In_Mediation_The_Mediator_DecideInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_This_Dispute_Is_In_Mediation_The_Mediator_DecideInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_This_Dispute_Is_In_Mediation_The_Mediator_DecideInputs = {};
