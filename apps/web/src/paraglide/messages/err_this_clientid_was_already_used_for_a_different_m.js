/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_This_Clientid_Was_Already_Used_For_A_Different_MInputs */

const en_err_this_clientid_was_already_used_for_a_different_m = /** @type {(inputs: Err_This_Clientid_Was_Already_Used_For_A_Different_MInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This clientId was already used for a different message`)
};

const ur_err_this_clientid_was_already_used_for_a_different_m = /** @type {(inputs: Err_This_Clientid_Was_Already_Used_For_A_Different_MInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ پیغام پہلے ہی کسی اور صورت میں بھیجا جا چکا ہے`)
};

/**
* | output |
* | --- |
* | "This clientId was already used for a different message" |
*
* @param {Err_This_Clientid_Was_Already_Used_For_A_Different_MInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_clientid_was_already_used_for_a_different_m = /** @type {((inputs?: Err_This_Clientid_Was_Already_Used_For_A_Different_MInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_This_Clientid_Was_Already_Used_For_A_Different_MInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_this_clientid_was_already_used_for_a_different_m(inputs)
	return en_err_this_clientid_was_already_used_for_a_different_m(inputs)
});