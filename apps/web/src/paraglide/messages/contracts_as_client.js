/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_As_ClientInputs */

const en_contracts_as_client = /** @type {(inputs: Contracts_As_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As client`)
};

const ur_contracts_as_client = /** @type {(inputs: Contracts_As_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بطور کلائنٹ`)
};

/**
* | output |
* | --- |
* | "As client" |
*
* @param {Contracts_As_ClientInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_as_client = /** @type {((inputs?: Contracts_As_ClientInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_As_ClientInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_as_client(inputs)
	return en_contracts_as_client(inputs)
});