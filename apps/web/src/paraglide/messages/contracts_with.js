/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Contracts_WithInputs */

const en_contracts_with = /** @type {(inputs: Contracts_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`with ${i?.name}`)
};

const ur_contracts_with = /** @type {(inputs: Contracts_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} کے ساتھ`)
};

/**
* | output |
* | --- |
* | "with {name}" |
*
* @param {Contracts_WithInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_with = /** @type {((inputs: Contracts_WithInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_WithInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_with(inputs)
	return en_contracts_with(inputs)
});