/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Holder_Must_Be_A_User_IdInputs */

const en_err_holder_must_be_a_user_id = /** @type {(inputs: Err_Holder_Must_Be_A_User_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Holder must be a user id`)
};

const ur_err_holder_must_be_a_user_id = /** @type {(inputs: Err_Holder_Must_Be_A_User_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حامل کسی صارف کی شناخت ہونا چاہیے`)
};

/**
* | output |
* | --- |
* | "Holder must be a user id" |
*
* @param {Err_Holder_Must_Be_A_User_IdInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_holder_must_be_a_user_id = /** @type {((inputs?: Err_Holder_Must_Be_A_User_IdInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Holder_Must_Be_A_User_IdInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_holder_must_be_a_user_id(inputs)
	return en_err_holder_must_be_a_user_id(inputs)
});