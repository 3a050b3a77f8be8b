/**
* | output |
* | --- |
* | "Only a dispute in mediation can be decided" |
*
* @param {Err_Only_A_Dispute_In_Mediation_Can_Be_DecidedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_only_a_dispute_in_mediation_can_be_decided: ((inputs?: Err_Only_A_Dispute_In_Mediation_Can_Be_DecidedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Only_A_Dispute_In_Mediation_Can_Be_DecidedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Only_A_Dispute_In_Mediation_Can_Be_DecidedInputs = {};
