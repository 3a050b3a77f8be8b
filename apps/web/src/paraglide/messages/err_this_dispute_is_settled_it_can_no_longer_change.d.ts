/**
* | output |
* | --- |
* | "This dispute is settled; it can no longer change" |
*
* @param {Err_This_Dispute_Is_Settled_It_Can_No_Longer_ChangeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_dispute_is_settled_it_can_no_longer_change: ((inputs?: Err_This_Dispute_Is_Settled_It_Can_No_Longer_ChangeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_This_Dispute_Is_Settled_It_Can_No_Longer_ChangeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_This_Dispute_Is_Settled_It_Can_No_Longer_ChangeInputs = {};
