/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Contracts_Platform_Fee_PctInputs */

const en_contracts_platform_fee_pct = /** @type {(inputs: Contracts_Platform_Fee_PctInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Platform fee (${i?.percent}%)`)
};

const ur_contracts_platform_fee_pct = /** @type {(inputs: Contracts_Platform_Fee_PctInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`پلیٹ فارم فیس (${i?.percent}%)`)
};

/**
* | output |
* | --- |
* | "Platform fee ({percent}%)" |
*
* @param {Contracts_Platform_Fee_PctInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_platform_fee_pct = /** @type {((inputs: Contracts_Platform_Fee_PctInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Platform_Fee_PctInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_platform_fee_pct(inputs)
	return en_contracts_platform_fee_pct(inputs)
});