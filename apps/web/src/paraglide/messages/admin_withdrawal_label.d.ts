/**
* | output |
* | --- |
* | "Withdrawal of {amount} by {name}" |
*
* @param {Admin_Withdrawal_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_withdrawal_label: ((inputs: Admin_Withdrawal_LabelInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Withdrawal_LabelInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Withdrawal_LabelInputs = {
    amount: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
