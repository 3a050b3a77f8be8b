/**
* | output |
* | --- |
* | "{count} withdrawal(s), {total} · {paid} paid, {failed} failed" |
*
* @param {Admin_Batch_SummaryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batch_summary: ((inputs: Admin_Batch_SummaryInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Batch_SummaryInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Batch_SummaryInputs = {
    count: NonNullable<unknown>;
    total: NonNullable<unknown>;
    paid: NonNullable<unknown>;
    failed: NonNullable<unknown>;
};
