/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Hubs_View_Location_SrInputs */

const en_hubs_view_location_sr = /** @type {(inputs: Hubs_View_Location_SrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` of ${i?.name} (opens in a new tab)`)
};

const ur_hubs_view_location_sr = /** @type {(inputs: Hubs_View_Location_SrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` — ${i?.name} (نئے ٹیب میں کھلتا ہے)`)
};

/**
* | output |
* | --- |
* | "of {name} (opens in a new tab)" |
*
* @param {Hubs_View_Location_SrInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_view_location_sr = /** @type {((inputs: Hubs_View_Location_SrInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_View_Location_SrInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_view_location_sr(inputs)
	return en_hubs_view_location_sr(inputs)
});