/**
* | output |
* | --- |
* | "This Idempotency-Key was already used for a different request" |
*
* @param {Err_This_Idempotency_Key_Was_Already_Used_For_A_DiffInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_idempotency_key_was_already_used_for_a_diff: ((inputs?: Err_This_Idempotency_Key_Was_Already_Used_For_A_DiffInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_This_Idempotency_Key_Was_Already_Used_For_A_DiffInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_This_Idempotency_Key_Was_Already_Used_For_A_DiffInputs = {};
