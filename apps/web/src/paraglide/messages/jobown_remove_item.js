/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Jobown_Remove_ItemInputs */

const en_jobown_remove_item = /** @type {(inputs: Jobown_Remove_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name}`)
};

const ur_jobown_remove_item = /** @type {(inputs: Jobown_Remove_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ہٹائیں`)
};

/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Jobown_Remove_ItemInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_remove_item = /** @type {((inputs: Jobown_Remove_ItemInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Remove_ItemInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_remove_item(inputs)
	return en_jobown_remove_item(inputs)
});