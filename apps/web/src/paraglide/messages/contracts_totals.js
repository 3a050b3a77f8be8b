/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_TotalsInputs */

const en_contracts_totals = /** @type {(inputs: Contracts_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totals`)
};

const ur_contracts_totals = /** @type {(inputs: Contracts_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کل رقوم`)
};

/**
* | output |
* | --- |
* | "Totals" |
*
* @param {Contracts_TotalsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_totals = /** @type {((inputs?: Contracts_TotalsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_TotalsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_totals(inputs)
	return en_contracts_totals(inputs)
});