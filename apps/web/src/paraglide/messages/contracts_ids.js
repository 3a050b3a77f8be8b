/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contract: NonNullable<unknown>, milestone: NonNullable<unknown> }} Contracts_IdsInputs */

const en_contracts_ids = /** @type {(inputs: Contracts_IdsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contract ${i?.contract} · milestone ${i?.milestone}`)
};

const ur_contracts_ids = /** @type {(inputs: Contracts_IdsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`کنٹریکٹ ${i?.contract} · مرحلہ ${i?.milestone}`)
};

/**
* | output |
* | --- |
* | "Contract {contract} · milestone {milestone}" |
*
* @param {Contracts_IdsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_ids = /** @type {((inputs: Contracts_IdsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_IdsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_ids(inputs)
	return en_contracts_ids(inputs)
});