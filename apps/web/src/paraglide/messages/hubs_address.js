/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hubs_AddressInputs */

const en_hubs_address = /** @type {(inputs: Hubs_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

const ur_hubs_address = /** @type {(inputs: Hubs_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پتہ`)
};

/**
* | output |
* | --- |
* | "Address" |
*
* @param {Hubs_AddressInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_address = /** @type {((inputs?: Hubs_AddressInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_AddressInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_address(inputs)
	return en_hubs_address(inputs)
});