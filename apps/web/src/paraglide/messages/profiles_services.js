/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_ServicesInputs */

const en_profiles_services = /** @type {(inputs: Profiles_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services`)
};

const ur_profiles_services = /** @type {(inputs: Profiles_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سروسز`)
};

/**
* | output |
* | --- |
* | "Services" |
*
* @param {Profiles_ServicesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_services = /** @type {((inputs?: Profiles_ServicesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_ServicesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_services(inputs)
	return en_profiles_services(inputs)
});