/**
* | output |
* | --- |
* | "The standing proposal is yours; wait for the other party to answer it" |
*
* @param {Err_The_Standing_Proposal_Is_Yours_Wait_For_The_OtheInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_standing_proposal_is_yours_wait_for_the_othe: ((inputs?: Err_The_Standing_Proposal_Is_Yours_Wait_For_The_OtheInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_The_Standing_Proposal_Is_Yours_Wait_For_The_OtheInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_The_Standing_Proposal_Is_Yours_Wait_For_The_OtheInputs = {};
