/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Contracts_Pending_CurInputs */

const en_contracts_pending_cur = /** @type {(inputs: Contracts_Pending_CurInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pending (${i?.currency})`)
};

const ur_contracts_pending_cur = /** @type {(inputs: Contracts_Pending_CurInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`زیرِ التوا (${i?.currency})`)
};

/**
* | output |
* | --- |
* | "Pending ({currency})" |
*
* @param {Contracts_Pending_CurInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_pending_cur = /** @type {((inputs: Contracts_Pending_CurInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Pending_CurInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_pending_cur(inputs)
	return en_contracts_pending_cur(inputs)
});