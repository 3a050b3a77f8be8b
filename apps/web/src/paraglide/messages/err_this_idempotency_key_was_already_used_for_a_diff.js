/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_This_Idempotency_Key_Was_Already_Used_For_A_DiffInputs */

const en_err_this_idempotency_key_was_already_used_for_a_diff = /** @type {(inputs: Err_This_Idempotency_Key_Was_Already_Used_For_A_DiffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This Idempotency-Key was already used for a different request`)
};

const ur_err_this_idempotency_key_was_already_used_for_a_diff = /** @type {(inputs: Err_This_Idempotency_Key_Was_Already_Used_For_A_DiffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ درخواست پہلے ہی کسی اور صورت میں بھیجی جا چکی ہے`)
};

/**
* | output |
* | --- |
* | "This Idempotency-Key was already used for a different request" |
*
* @param {Err_This_Idempotency_Key_Was_Already_Used_For_A_DiffInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_idempotency_key_was_already_used_for_a_diff = /** @type {((inputs?: Err_This_Idempotency_Key_Was_Already_Used_For_A_DiffInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_This_Idempotency_Key_Was_Already_Used_For_A_DiffInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_this_idempotency_key_was_already_used_for_a_diff(inputs)
	return en_err_this_idempotency_key_was_already_used_for_a_diff(inputs)
});