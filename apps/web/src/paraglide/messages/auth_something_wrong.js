/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Something_WrongInputs */

const en_auth_something_wrong = /** @type {(inputs: Auth_Something_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Please try again.`)
};

const ur_auth_something_wrong = /** @type {(inputs: Auth_Something_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کچھ غلط ہو گیا۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Auth_Something_WrongInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_something_wrong = /** @type {((inputs?: Auth_Something_WrongInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Something_WrongInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_something_wrong(inputs)
	return en_auth_something_wrong(inputs)
});