import type { WidgetContext } from '../../builder/context';
import { CarouselFrame } from '../../builder/parts/carousel-frame';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { columnSizes, LibraryImage, withLibraryImages } from '../../builder/parts/library-image';
import { carouselOptions } from '../../engines/media/carousel-options';
import { tw } from '../../messages/builder';
import type { ImageCarouselProps } from './schema';

const unset = (n: number) => (n < 0 ? '' : n);

/** The widget's props in the shape the carousel settings engine reads (Elementor's names, '' = not set). */
export function carouselSettingsOf(props: ImageCarouselProps) {
  return {
    ...props,
    slides_to_show_tablet: unset(props.slides_to_show_tablet),
    slides_to_show_mobile: unset(props.slides_to_show_mobile),
    slides_to_scroll_tablet: unset(props.slides_to_scroll_tablet),
    slides_to_scroll_mobile: unset(props.slides_to_scroll_mobile),
    image_spacing_custom: { size: props.image_spacing_custom, unit: 'px' },
    offset_width: { size: props.offset_width, unit: 'px' },
  };
}

/** The media library's images in the shared carousel frame, each a figure with its caption and link. */
export function ImageCarousel({ props, ctx }: { props: ImageCarouselProps; ctx: WidgetContext }) {
  const slides = withLibraryImages(props.items, ctx);
  if (slides.length === 0) return <EditorPlaceholder ctx={ctx} text={tw.editorEmpty.images} />;
  const options = carouselOptions(carouselSettingsOf(props), { slideCount: slides.length });
  const sizes = columnSizes({
    mobile: options.devices.mobile.slidesPerView,
    tablet: options.devices.tablet.slidesPerView,
    desktop: options.devices.desktop.slidesPerView,
  });
  return (
    <CarouselFrame
      attrs={ctx.attrs}
      name={props.carousel_name}
      options={options}
      slides={slides.map(({ item, media }) => {
        const img = <LibraryImage media={media} sizes={sizes} />;
        return (
          <figure>
            {item.link ? <a href={item.link}>{img}</a> : img}
            {item.caption && <figcaption>{item.caption}</figcaption>}
          </figure>
        );
      })}
    />
  );
}
