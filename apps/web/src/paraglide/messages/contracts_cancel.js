/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_CancelInputs */

const en_contracts_cancel = /** @type {(inputs: Contracts_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

const ur_contracts_cancel = /** @type {(inputs: Contracts_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منسوخ کریں`)
};

/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Contracts_CancelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_cancel = /** @type {((inputs?: Contracts_CancelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_CancelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_cancel(inputs)
	return en_contracts_cancel(inputs)
});