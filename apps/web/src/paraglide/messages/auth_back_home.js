/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Back_HomeInputs */

const en_auth_back_home = /** @type {(inputs: Auth_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to home`)
};

const ur_auth_back_home = /** @type {(inputs: Auth_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہوم پر واپس جائیں`)
};

/**
* | output |
* | --- |
* | "Back to home" |
*
* @param {Auth_Back_HomeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_back_home = /** @type {((inputs?: Auth_Back_HomeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Back_HomeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_back_home(inputs)
	return en_auth_back_home(inputs)
});