/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_My_AccountInputs */

const en_user_my_account = /** @type {(inputs: User_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Account`)
};

const ur_user_my_account = /** @type {(inputs: User_My_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`میرا اکاؤنٹ`)
};

/**
* | output |
* | --- |
* | "My Account" |
*
* @param {User_My_AccountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const user_my_account = /** @type {((inputs?: User_My_AccountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_My_AccountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_user_my_account(inputs)
	return en_user_my_account(inputs)
});