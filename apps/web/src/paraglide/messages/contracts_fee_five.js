/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Fee_FiveInputs */

const en_contracts_fee_five = /** @type {(inputs: Contracts_Fee_FiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platform fee (5%, from the freelancer's side)`)
};

const ur_contracts_fee_five = /** @type {(inputs: Contracts_Fee_FiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پلیٹ فارم فیس (5%، فری لانسر کی طرف سے)`)
};

/**
* | output |
* | --- |
* | "Platform fee (5%, from the freelancer's side)" |
*
* @param {Contracts_Fee_FiveInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_fee_five = /** @type {((inputs?: Contracts_Fee_FiveInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Fee_FiveInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_fee_five(inputs)
	return en_contracts_fee_five(inputs)
});