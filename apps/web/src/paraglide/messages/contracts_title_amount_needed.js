/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Title_Amount_NeededInputs */

const en_contracts_title_amount_needed = /** @type {(inputs: Contracts_Title_Amount_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give a title and an amount such as 250.00`)
};

const ur_contracts_title_amount_needed = /** @type {(inputs: Contracts_Title_Amount_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان اور رقم لکھیں، مثلاً 250.00`)
};

/**
* | output |
* | --- |
* | "Give a title and an amount such as 250.00" |
*
* @param {Contracts_Title_Amount_NeededInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_title_amount_needed = /** @type {((inputs?: Contracts_Title_Amount_NeededInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Title_Amount_NeededInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_title_amount_needed(inputs)
	return en_contracts_title_amount_needed(inputs)
});