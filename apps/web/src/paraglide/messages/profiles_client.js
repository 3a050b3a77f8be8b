/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_ClientInputs */

const en_profiles_client = /** @type {(inputs: Profiles_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client`)
};

const ur_profiles_client = /** @type {(inputs: Profiles_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کلائنٹ`)
};

/**
* | output |
* | --- |
* | "Client" |
*
* @param {Profiles_ClientInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_client = /** @type {((inputs?: Profiles_ClientInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_ClientInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_client(inputs)
	return en_profiles_client(inputs)
});