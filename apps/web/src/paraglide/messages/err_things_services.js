/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Things_ServicesInputs */

const en_err_things_services = /** @type {(inputs: Err_Things_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`services`)
};

const ur_err_things_services = /** @type {(inputs: Err_Things_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سروسز`)
};

/**
* | output |
* | --- |
* | "services" |
*
* @param {Err_Things_ServicesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_things_services = /** @type {((inputs?: Err_Things_ServicesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Things_ServicesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_things_services(inputs)
	return en_err_things_services(inputs)
});