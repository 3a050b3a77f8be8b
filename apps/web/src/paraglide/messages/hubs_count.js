/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown>, total: NonNullable<unknown> }} Hubs_CountInputs */

const en_hubs_count = /** @type {(inputs: Hubs_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing ${i?.shown} of ${i?.total} IT hubs`)
};

const ur_hubs_count = /** @type {(inputs: Hubs_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} میں سے ${i?.shown} آئی ٹی ہبز دکھائے جا رہے ہیں`)
};

/**
* | output |
* | --- |
* | "Showing {shown} of {total} IT hubs" |
*
* @param {Hubs_CountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_count = /** @type {((inputs: Hubs_CountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_CountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_count(inputs)
	return en_hubs_count(inputs)
});