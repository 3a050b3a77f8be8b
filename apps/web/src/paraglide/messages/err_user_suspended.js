/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_User_SuspendedInputs */

const en_err_user_suspended = /** @type {(inputs: Err_User_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User suspended`)
};

const ur_err_user_suspended = /** @type {(inputs: Err_User_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صارف معطل کر دیا گیا`)
};

/**
* | output |
* | --- |
* | "User suspended" |
*
* @param {Err_User_SuspendedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_user_suspended = /** @type {((inputs?: Err_User_SuspendedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_User_SuspendedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_user_suspended(inputs)
	return en_err_user_suspended(inputs)
});