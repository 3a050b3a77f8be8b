/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown>, successful: NonNullable<unknown>, ended: NonNullable<unknown>, reviews: NonNullable<unknown>, jobs: NonNullable<unknown> }} Profiles_Inputs_LineInputs */

const en_profiles_inputs_line = /** @type {(inputs: Profiles_Inputs_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who}: ${i?.successful} successful of ${i?.ended} ended in 12 months · ${i?.reviews} published reviews · ${i?.jobs} jobs completed`)
};

const ur_profiles_inputs_line = /** @type {(inputs: Profiles_Inputs_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who}: 12 مہینوں میں ختم ہونے والے ${i?.ended} میں سے ${i?.successful} کامیاب · ${i?.reviews} شائع شدہ ریویوز · ${i?.jobs} جابز مکمل`)
};

/**
* | output |
* | --- |
* | "{who}: {successful} successful of {ended} ended in 12 months · {reviews} published reviews · {jobs} jobs completed" |
*
* @param {Profiles_Inputs_LineInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_inputs_line = /** @type {((inputs: Profiles_Inputs_LineInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Inputs_LineInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_inputs_line(inputs)
	return en_profiles_inputs_line(inputs)
});