/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown>, total: NonNullable<unknown> }} About_Branches_CountInputs */

const en_about_branches_count = /** @type {(inputs: About_Branches_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing ${i?.shown} of ${i?.total} branches`)
};

const ur_about_branches_count = /** @type {(inputs: About_Branches_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} میں سے ${i?.shown} برانچیں دکھائی جا رہی ہیں`)
};

/**
* | output |
* | --- |
* | "Showing {shown} of {total} branches" |
*
* @param {About_Branches_CountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_branches_count = /** @type {((inputs: About_Branches_CountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Branches_CountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_branches_count(inputs)
	return en_about_branches_count(inputs)
});