/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_For_ClientsInputs */

const en_howitworks_for_clients = /** @type {(inputs: Howitworks_For_ClientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For Clients`)
};

const ur_howitworks_for_clients = /** @type {(inputs: Howitworks_For_ClientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کلائنٹس کے لیے`)
};

/**
* | output |
* | --- |
* | "For Clients" |
*
* @param {Howitworks_For_ClientsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_for_clients = /** @type {((inputs?: Howitworks_For_ClientsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_For_ClientsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_for_clients(inputs)
	return en_howitworks_for_clients(inputs)
});