/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Full_StopInputs */

const en_auth_full_stop = /** @type {(inputs: Auth_Full_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

const ur_auth_full_stop = /** @type {(inputs: Auth_Full_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`۔`)
};

/**
* | output |
* | --- |
* | "." |
*
* @param {Auth_Full_StopInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_full_stop = /** @type {((inputs?: Auth_Full_StopInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Full_StopInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_full_stop(inputs)
	return en_auth_full_stop(inputs)
});