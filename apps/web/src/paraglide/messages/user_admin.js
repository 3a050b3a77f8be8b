/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_AdminInputs */

const en_user_admin = /** @type {(inputs: User_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

const ur_user_admin = /** @type {(inputs: User_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایڈمن`)
};

/**
* | output |
* | --- |
* | "Admin" |
*
* @param {User_AdminInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const user_admin = /** @type {((inputs?: User_AdminInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_AdminInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_user_admin(inputs)
	return en_user_admin(inputs)
});